/**
* | output |
* | --- |
* | "Who has an account" |
*
* @param {Site_Privacy_Accounts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_accounts_title: ((inputs?: Site_Privacy_Accounts_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Accounts_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Accounts_TitleInputs = {};
