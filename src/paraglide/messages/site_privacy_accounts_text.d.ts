/**
* | output |
* | --- |
* | "Only grown-ups of 18 or older create an account. Children learn in a profile inside their parent's account. We never ask a child for an e-mail address, a pas..." |
*
* @param {Site_Privacy_Accounts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_accounts_text: ((inputs?: Site_Privacy_Accounts_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Accounts_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Accounts_TextInputs = {};
