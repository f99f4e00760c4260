/**
* | output |
* | --- |
* | "Your password and your family PIN, only as scrambled hashes that nobody can read back." |
*
* @param {Site_Privacy_Parents_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_password: ((inputs?: Site_Privacy_Parents_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Parents_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Parents_PasswordInputs = {};
