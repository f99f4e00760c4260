/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Live_TextInputs */

const en_admin_build_live_text = /** @type {(inputs: Admin_Build_Live_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The site now shows the build of ${i?.time}.`)
};

const es_admin_build_live_text = /** @type {(inputs: Admin_Build_Live_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El sitio muestra ahora la compilación del ${i?.time}.`)
};

/**
* | output |
* | --- |
* | "The site now shows the build of {time}." |
*
* @param {Admin_Build_Live_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_live_text = /** @type {((inputs: Admin_Build_Live_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Live_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_live_text(inputs)
	return en_admin_build_live_text(inputs)
});