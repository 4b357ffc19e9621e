# Sourced by the install-*.sh scripts: installs Debian packages with apt-get, as root or through
# sudo, updating the package lists first (a new machine has none).
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# Ends the calling install script when the executable $1 is there already; else says that $2 is
# about to be installed. (An exit, not a status: a failed apt_install after it must still fail.)
skip_if_present() {
  if [ -x "$1" ]; then exit 0; fi
  echo "Installing $2 from Debian's packages…"
}
