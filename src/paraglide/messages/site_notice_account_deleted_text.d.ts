/**
* | output |
* | --- |
* | "Your account and its personal data were deleted. Thank you for learning with us!" |
*
* @param {Site_Notice_Account_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_account_deleted_text: ((inputs?: Site_Notice_Account_Deleted_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Account_Deleted_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Account_Deleted_TextInputs = {};
