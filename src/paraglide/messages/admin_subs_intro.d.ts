/**
* | output |
* | --- |
* | "Give a plan by hand (gifts, schools, or a site without online payments). Every change is recorded." |
*
* @param {Admin_Subs_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_intro: ((inputs?: Admin_Subs_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_IntroInputs = {};
