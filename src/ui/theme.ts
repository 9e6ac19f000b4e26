import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack = "'Plus Jakarta Sans Variable', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The bank's palette: deep navy for trust, warm gold for the call to action, teal for care. */
const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'canvas',
      color: 'ink',
      fontFamily: 'body',
      textRendering: 'optimizeLegibility',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        navy: {
          50: { value: '#eef3f9' },
          100: { value: '#d6e1ef' },
          200: { value: '#adc3df' },
          300: { value: '#7d9dc6' },
          400: { value: '#4f77a8' },
          500: { value: '#2f5a8c' },
          600: { value: '#1f4a7a' },
          700: { value: '#17375f' },
          800: { value: '#102a4c' },
          900: { value: '#0b1f3a' },
          950: { value: '#07152a' },
        },
        gold: {
          50: { value: '#fff8ea' },
          100: { value: '#feeecb' },
          200: { value: '#fbdc98' },
          300: { value: '#f7cb6e' },
          400: { value: '#f2b84b' },
          500: { value: '#e3a52f' },
          600: { value: '#c4861c' },
          700: { value: '#9c6616' },
          800: { value: '#7a5014' },
          900: { value: '#5e3e12' },
          950: { value: '#372307' },
        },
        teal: {
          50: { value: '#eafaf8' },
          100: { value: '#d5f5f1' },
          200: { value: '#a6eae2' },
          300: { value: '#6ad7cb' },
          400: { value: '#2ec4b6' },
          500: { value: '#14a39a' },
          600: { value: '#0f847d' },
          700: { value: '#106964' },
          800: { value: '#115350' },
          900: { value: '#0f4442' },
          950: { value: '#042827' },
        },
      },
    },
    semanticTokens: {
      colors: {
        canvas: { value: '#fbf8f3' },
        ink: { value: '{colors.navy.900}' },
        'ink.muted': { value: '#475569' },
        navy: {
          solid: { value: '{colors.navy.900}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.navy.800}' },
          muted: { value: '{colors.navy.100}' },
          subtle: { value: '{colors.navy.50}' },
          emphasized: { value: '{colors.navy.200}' },
          focusRing: { value: '{colors.navy.500}' },
        },
        gold: {
          solid: { value: '{colors.gold.400}' },
          contrast: { value: '{colors.navy.950}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.300}' },
        },
        teal: {
          solid: { value: '{colors.teal.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.teal.700}' },
          muted: { value: '{colors.teal.100}' },
          subtle: { value: '{colors.teal.50}' },
          emphasized: { value: '{colors.teal.200}' },
          focusRing: { value: '{colors.teal.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
