/**
* | output |
* | --- |
* | "▶ Visit our video channel" |
*
* @param {Community_Media_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_channel: ((inputs?: Community_Media_ChannelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_ChannelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_ChannelInputs = {};
