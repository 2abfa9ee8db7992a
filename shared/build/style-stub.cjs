// Stylesheets have no meaning in jsdom; tests look at roles and text, not at classes.
module.exports = {};
