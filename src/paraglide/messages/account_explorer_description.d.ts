/**
* | output |
* | --- |
* | "Read the Bible in the King James Version or the American Standard Version, track the chapters you have read and complete Bible reading challenges." |
*
* @param {Account_Explorer_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_description: ((inputs?: Account_Explorer_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Explorer_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Explorer_DescriptionInputs = {};
