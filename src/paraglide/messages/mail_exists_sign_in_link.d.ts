/**
* | output |
* | --- |
* | "Sign in: {link}" |
*
* @param {Mail_Exists_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_sign_in_link: ((inputs: Mail_Exists_Sign_In_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_Sign_In_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_Sign_In_LinkInputs = {
    link: NonNullable<unknown>;
};
