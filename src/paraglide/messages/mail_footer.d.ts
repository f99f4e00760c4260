/**
* | output |
* | --- |
* | "You are receiving this e-mail because someone used this address on {siteName}. If it was not you, you can ignore it." |
*
* @param {Mail_FooterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_footer: ((inputs: Mail_FooterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_FooterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_FooterInputs = {
    siteName: NonNullable<unknown>;
};
