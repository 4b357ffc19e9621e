# Sourced by the install-*.sh scripts: installs Debian packages with apt-get, as root or through
# sudo, updating the package lists first (a new machine has none).
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
