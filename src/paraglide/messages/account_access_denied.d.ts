/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Account_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_access_denied: ((inputs?: Account_Access_DeniedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Access_DeniedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Access_DeniedInputs = {};
