/**
* | output |
* | --- |
* | "Slow (for young readers)" |
*
* @param {Reader_Listen_SlowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_listen_slow: ((inputs?: Reader_Listen_SlowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Listen_SlowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Listen_SlowInputs = {};
