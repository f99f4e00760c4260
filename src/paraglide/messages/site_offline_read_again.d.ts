/**
* | output |
* | --- |
* | "Read again" |
*
* @param {Site_Offline_Read_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_read_again: ((inputs?: Site_Offline_Read_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Offline_Read_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Offline_Read_AgainInputs = {};
