/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Confirm_LiveInputs */

const en_admin_build_confirm_live = /** @type {(inputs: Admin_Build_Confirm_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make the build of ${i?.time} live? The next rebuild replaces it.`)
};

const es_admin_build_confirm_live = /** @type {(inputs: Admin_Build_Confirm_LiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Publicar la compilación del ${i?.time}? La próxima reconstrucción la reemplazará.`)
};

/**
* | output |
* | --- |
* | "Make the build of {time} live? The next rebuild replaces it." |
*
* @param {Admin_Build_Confirm_LiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_confirm_live = /** @type {((inputs: Admin_Build_Confirm_LiveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Confirm_LiveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_confirm_live(inputs)
	return en_admin_build_confirm_live(inputs)
});