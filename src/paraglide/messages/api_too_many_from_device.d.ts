/**
* | output |
* | --- |
* | "Too many requests from this device." |
*
* @param {Api_Too_Many_From_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_from_device: ((inputs?: Api_Too_Many_From_DeviceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Too_Many_From_DeviceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Too_Many_From_DeviceInputs = {};
