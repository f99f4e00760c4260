/**
* | output |
* | --- |
* | "Signed Out" |
*
* @param {Site_Notice_Signed_Out_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_notice_signed_out_title: ((inputs?: Site_Notice_Signed_Out_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Notice_Signed_Out_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Notice_Signed_Out_TitleInputs = {};
