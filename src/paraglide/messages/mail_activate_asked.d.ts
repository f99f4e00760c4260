/**
* | output |
* | --- |
* | "Someone asked for a new link to activate your {siteName} account." |
*
* @param {Mail_Activate_AskedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_activate_asked: ((inputs: Mail_Activate_AskedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Activate_AskedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Activate_AskedInputs = {
    siteName: NonNullable<unknown>;
};
