/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_LoadingInputs */

const en_devotionals_loading = /** @type {(inputs: Devotionals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading devotionals...`)
};

const es_devotionals_loading = /** @type {(inputs: Devotionals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando devocionales...`)
};

/**
* | output |
* | --- |
* | "Loading devotionals..." |
*
* @param {Devotionals_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_loading = /** @type {((inputs?: Devotionals_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_loading(inputs)
	return en_devotionals_loading(inputs)
});