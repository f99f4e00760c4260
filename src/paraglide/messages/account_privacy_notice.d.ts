/**
* | output |
* | --- |
* | "privacy notice" |
*
* @param {Account_Privacy_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_privacy_notice: ((inputs?: Account_Privacy_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Privacy_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Privacy_NoticeInputs = {};
