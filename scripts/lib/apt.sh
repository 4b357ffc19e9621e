# Sourced by the install-*.sh scripts: installs Debian packages with apt-get, as root or through
# sudo, updating the package lists first (a new machine has none).
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# `skip_if_present PATH… NAME`: ends the calling install script when every executable PATH is
# there already; else says that NAME is about to be installed. (An exit, not a status: a failed
# apt_install after it must still fail.)
skip_if_present() {
  local name="${!#}" path
  for path in "${@:1:$#-1}"; do
    if [ ! -x "$path" ]; then
      echo "Installing $name from Debian's packages…"
      return 0
    fi
  done
  exit 0
}
