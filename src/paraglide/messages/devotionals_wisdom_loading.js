/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_LoadingInputs */

const en_devotionals_wisdom_loading = /** @type {(inputs: Devotionals_Wisdom_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading wisdom...`)
};

const es_devotionals_wisdom_loading = /** @type {(inputs: Devotionals_Wisdom_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sabiduría...`)
};

/**
* | output |
* | --- |
* | "Loading wisdom..." |
*
* @param {Devotionals_Wisdom_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_loading = /** @type {((inputs?: Devotionals_Wisdom_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_loading(inputs)
	return en_devotionals_wisdom_loading(inputs)
});