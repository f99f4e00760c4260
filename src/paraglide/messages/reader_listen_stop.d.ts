/**
* | output |
* | --- |
* | "Stop" |
*
* @param {Reader_Listen_StopInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_stop: ((inputs?: Reader_Listen_StopInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Listen_StopInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Listen_StopInputs = {};
