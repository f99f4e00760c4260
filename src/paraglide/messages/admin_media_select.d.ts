/**
* | output |
* | --- |
* | "Select {title}" |
*
* @param {Admin_Media_SelectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_select: ((inputs: Admin_Media_SelectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_SelectInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_SelectInputs = {
    title: NonNullable<unknown>;
};
