"Draw the map of the book's chapters that index.ipynb shows: `python nbs/images/book_map.py` writes book_map.png beside it"
from pathlib import Path
import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt

chapters = [('00 launch', 'processes from a cell: %%torchrun, share()'),
            ('01 DDP', "fastai's DDP; 2 × b equals 1 × 2b"),
            ('02 mixed precision', 'bf16 and fp16: autocast, loss scaling'),
            ('03 accumulation', 'k micro-batches equal one big batch; no_sync'),
            ('04 scaling', 'the global batch, learning-rate rules'),
            ('05 fault tolerance', 'checkpoints, an exact resume, hangs named'),
            ('06 several nodes', 'rendezvous across nodes, SLURM jobs'),
            ('07 capstone', 'all of it on an image folder: fbd-train')]
side = {1: [('01a data', 'the digits as an image folder'), ("01b fastai's own script", 'torchrun or accelerate launch')],
        4: [('04a communication', 'what DDP sends, and when'), ('04b balance', 'unequal batches, stragglers, FSDP')],
        6: [('06a your machines', 'GPU workstations; SLURM from JupyterLab')]}

fig, ax = plt.subplots(figsize=(10, 5)); ax.set_axis_off(); ax.set_xlim(0, 12); ax.set_ylim(-0.4, 5.4)
fig.subplots_adjust(left=0, right=1, bottom=0, top=0.93)
def box(x, y, name, what, color, w=3.0, h=0.52):
    ax.add_patch(plt.Rectangle((x - w/2, y - h/2), w, h, fc=color, ec='black'))
    ax.text(x, y + 0.11, name, ha='center', va='center', fontsize=9, weight='bold')
    ax.text(x, y - 0.12, what, ha='center', va='center', fontsize=8)
def arrow(a, b, **kw): ax.annotate('', b, a, arrowprops=dict(arrowstyle='->', **kw))

ys = [5 - 0.7*i for i in range(len(chapters))]
for i, (y, (name, what)) in enumerate(zip(ys, chapters)):
    box(3.5, y, name, what, '#cfe2f3', w=4.0)
    if i: arrow((3.5, ys[i-1] - 0.26), (3.5, y + 0.26))
    for j, (sname, swhat) in enumerate(side.get(i, [])):
        box(7.25 + 3.2*j, y, sname, swhat, '#fce5cd')
        ax.plot([5.5 + 3.2*j, 5.75 + 3.2*j], [y, y], color='black', lw=1)
arrow((0.7, 5.1), (0.7, 0.0), lw=2, color='tab:gray')
ax.text(0.7, 5.2, 'one process\nin a notebook', ha='center', va='bottom', fontsize=9)
ax.text(0.7, -0.1, 'many GPUs\nand nodes', ha='center', va='top', fontsize=9)
ax.text(8.85, ys[-1], 'orange: a chapter that goes deeper\ninto the blue one of its row', ha='center', va='center', fontsize=8, style='italic')
ax.set_title('The road through the book: what each chapter adds', fontsize=10)
fig.savefig(Path(__file__).with_suffix('.png'), dpi=100, bbox_inches='tight')
