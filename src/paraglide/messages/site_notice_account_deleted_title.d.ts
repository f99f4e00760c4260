/**
* | output |
* | --- |
* | "Account Deleted" |
*
* @param {Site_Notice_Account_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_account_deleted_title: ((inputs?: Site_Notice_Account_Deleted_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Account_Deleted_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Account_Deleted_TitleInputs = {};
