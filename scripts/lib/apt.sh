# Sourced by the install-*.sh scripts: installs Debian packages with apt-get, as root or through
# sudo, updating the package lists first (a new machine has none). On a machine without apt-get
# (a writer's Mac) nothing is installed behind anyone's back: the scripts say what is missing.

# Whether this machine installs with Debian's apt-get.
has_apt() {
  command -v apt-get >/dev/null 2>&1
}

# `apt_install PACKAGE…`; without apt-get, one line naming them, and a failure.
apt_install() {
  if ! has_apt; then
    echo "No apt-get on this machine: install $* (Debian's names) yourself." >&2
    return 1
  fi
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
