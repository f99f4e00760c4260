/**
* | output |
* | --- |
* | "Parent PIN" |
*
* @param {Site_Who_Parent_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_who_parent_pin: ((inputs?: Site_Who_Parent_PinInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Who_Parent_PinInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Who_Parent_PinInputs = {};
