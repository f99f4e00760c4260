/**
* | output |
* | --- |
* | "We do not sell or share anyone's data, show no advertising and use no trackers. E-mails are sent by our own mail server; payments go through our payment prov..." |
*
* @param {Site_Privacy_Third_Parties_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_third_parties_text: ((inputs?: Site_Privacy_Third_Parties_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Third_Parties_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Third_Parties_TextInputs = {};
