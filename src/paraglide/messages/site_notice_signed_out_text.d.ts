/**
* | output |
* | --- |
* | "See you soon!" |
*
* @param {Site_Notice_Signed_Out_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_signed_out_text: ((inputs?: Site_Notice_Signed_Out_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Signed_Out_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Signed_Out_TextInputs = {};
