// Stylesheets have no behaviour under Jest.
module.exports = {};
