import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only what the bar charts use, so the sales chunk carries no more of Chart.js than it needs.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A bar chart of euros on a canvas; answers the function that removes it. */
export function drawBars(canvas: HTMLCanvasElement, labels: string[], values: number[], money: (value: number) => string): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: { labels, datasets: [{ data: values, backgroundColor: '#9a5b22', borderRadius: 3, maxBarThickness: 48 }] },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { tooltip: { callbacks: { label: (item) => money(Number(item.raw)) } } },
      scales: { y: { beginAtZero: true, ticks: { callback: (value) => money(Number(value)) } } },
    },
  });
  return () => chart.destroy();
}
