/**
* | output |
* | --- |
* | "Send Reset Link" |
*
* @param {Account_Send_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_send_reset_link: ((inputs?: Account_Send_Reset_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Send_Reset_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Send_Reset_LinkInputs = {};
