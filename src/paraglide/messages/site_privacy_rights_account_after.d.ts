/**
* | output |
* | --- |
* | "you can delete your account and all of its data." |
*
* @param {Site_Privacy_Rights_Account_AfterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_rights_account_after: ((inputs?: Site_Privacy_Rights_Account_AfterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Rights_Account_AfterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Rights_Account_AfterInputs = {};
