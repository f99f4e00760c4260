/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Devotionals_Load_FailedInputs */

const en_devotionals_load_failed = /** @type {(inputs: Devotionals_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to fetch devotionals: ${i?.message}`)
};

const es_devotionals_load_failed = /** @type {(inputs: Devotionals_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los devocionales: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Failed to fetch devotionals: {message}" |
*
* @param {Devotionals_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_load_failed = /** @type {((inputs: Devotionals_Load_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Load_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_load_failed(inputs)
	return en_devotionals_load_failed(inputs)
});