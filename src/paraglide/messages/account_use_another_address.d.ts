/**
* | output |
* | --- |
* | "Use another e-mail address" |
*
* @param {Account_Use_Another_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_use_another_address: ((inputs?: Account_Use_Another_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Use_Another_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Use_Another_AddressInputs = {};
