/**
* | output |
* | --- |
* | "Speed" |
*
* @param {Reader_Listen_SpeedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_speed: ((inputs?: Reader_Listen_SpeedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Listen_SpeedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Listen_SpeedInputs = {};
