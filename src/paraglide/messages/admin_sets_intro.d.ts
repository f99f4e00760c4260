/**
* | output |
* | --- |
* | "Premium learners add a set's verses to their own on Memory Master." |
*
* @param {Admin_Sets_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_intro: ((inputs?: Admin_Sets_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_IntroInputs = {};
