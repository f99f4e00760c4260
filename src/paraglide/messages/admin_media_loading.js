/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Media_LoadingInputs */

const en_admin_media_loading = /** @type {(inputs: Admin_Media_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the media library...`)
};

const es_admin_media_loading = /** @type {(inputs: Admin_Media_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la biblioteca multimedia...`)
};

/**
* | output |
* | --- |
* | "Loading the media library..." |
*
* @param {Admin_Media_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_loading = /** @type {((inputs?: Admin_Media_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Media_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_media_loading(inputs)
	return en_admin_media_loading(inputs)
});