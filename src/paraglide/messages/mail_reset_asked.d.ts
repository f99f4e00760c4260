/**
* | output |
* | --- |
* | "We received a request to reset the password of your {siteName} account." |
*
* @param {Mail_Reset_AskedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_reset_asked: ((inputs: Mail_Reset_AskedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Reset_AskedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Reset_AskedInputs = {
    siteName: NonNullable<unknown>;
};
