/**
* | output |
* | --- |
* | "Your account and its personal data were deleted." |
*
* @param {Api_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_account_deleted: ((inputs?: Api_Account_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Account_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Account_DeletedInputs = {};
