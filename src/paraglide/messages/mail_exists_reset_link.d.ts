/**
* | output |
* | --- |
* | "Forgot your password? {link}" |
*
* @param {Mail_Exists_Reset_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_exists_reset_link: ((inputs: Mail_Exists_Reset_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_Reset_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_Reset_LinkInputs = {
    link: NonNullable<unknown>;
};
