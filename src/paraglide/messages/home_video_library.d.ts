/**
* | output |
* | --- |
* | "Video library" |
*
* @param {Home_Video_LibraryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_video_library: ((inputs?: Home_Video_LibraryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Video_LibraryInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Video_LibraryInputs = {};
