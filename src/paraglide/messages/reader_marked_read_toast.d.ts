/**
* | output |
* | --- |
* | "✅ Marked {name} as read! 📖" |
*
* @param {Reader_Marked_Read_ToastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_marked_read_toast: ((inputs: Reader_Marked_Read_ToastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Marked_Read_ToastInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Marked_Read_ToastInputs = {
    name: NonNullable<unknown>;
};
