/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Still_With_ParentInputs */

const en_api_still_with_parent = /** @type {(inputs: Api_Still_With_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This still waits for the child’s parent: it comes to the queue once they approve it. Nothing was changed.`)
};

const es_api_still_with_parent = /** @type {(inputs: Api_Still_With_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto todavía espera al padre o la madre del niño: llegará a la cola cuando lo apruebe. No se cambió nada.`)
};

/**
* | output |
* | --- |
* | "This still waits for the child’s parent: it comes to the queue once they approve it. Nothing was changed." |
*
* @param {Api_Still_With_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_still_with_parent = /** @type {((inputs?: Api_Still_With_ParentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Still_With_ParentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_still_with_parent(inputs)
	return en_api_still_with_parent(inputs)
});