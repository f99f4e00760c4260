/**
* | output |
* | --- |
* | "Please sign in to track your reading progress" |
*
* @param {Reader_Sign_In_To_TrackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_sign_in_to_track: ((inputs?: Reader_Sign_In_To_TrackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Sign_In_To_TrackInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Sign_In_To_TrackInputs = {};
