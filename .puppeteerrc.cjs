// The system Chromium (apt package `chromium`) is used; never download a browser at install time.
module.exports = { skipDownload: true };
