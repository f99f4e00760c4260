/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Too_Many_From_DeviceInputs */

const en_api_too_many_from_device = /** @type {(inputs: Api_Too_Many_From_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests from this device.`)
};

const es_api_too_many_from_device = /** @type {(inputs: Api_Too_Many_From_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas solicitudes desde este dispositivo.`)
};

/**
* | output |
* | --- |
* | "Too many requests from this device." |
*
* @param {Api_Too_Many_From_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_from_device = /** @type {((inputs?: Api_Too_Many_From_DeviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Too_Many_From_DeviceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_too_many_from_device(inputs)
	return en_api_too_many_from_device(inputs)
});