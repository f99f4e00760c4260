/**
* | output |
* | --- |
* | "Signs this account out on every device, this one too. Browsers that signed in before also lose their protection from the lock after many wrong passwords, unt..." |
*
* @param {Account_Sign_Out_Everywhere_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere_text: ((inputs?: Account_Sign_Out_Everywhere_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_Out_Everywhere_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_Out_Everywhere_TextInputs = {};
